// Run on its own (dev), the remote mounts a bare page; the product loads it through the shell.
import('./bootstrap');
