import { configure } from '@testing-library/react';

// Forms, lazy chunks and the dashboard's chart settle slowly while turbo runs every suite at once
// on two cores: the default one second of findBy*/waitFor was once too short for a validation
// message to show.
configure({ asyncUtilTimeout: 5_000 });
