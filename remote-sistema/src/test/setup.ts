import '@gp/shared-ui/test-setup';
import { configure } from '@testing-library/react';

// antd forms and dialogs settle slowly under jsdom on two busy cores; the default 1 s wait is too tight,
// and 5 s was overrun by the company form's validation under load.
configure({ asyncUtilTimeout: 15_000 });
