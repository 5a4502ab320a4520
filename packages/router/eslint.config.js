import base from '../../eslint.config.js';

// This package is the one place allowed to import the library it wraps.
export default [...base, { rules: { 'no-restricted-imports': 'off' } }];
