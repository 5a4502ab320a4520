// Rsbuild's declarations for imported files (`import url from './video.webm'` is its URL).
/// <reference types="@rsbuild/core/types" />
