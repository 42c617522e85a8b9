import '@gp/shared-ui/test-setup';
import { configure } from '@testing-library/react';

// antd forms and dialogs settle slowly under jsdom on two cores; the default 1 s wait is too tight.
configure({ asyncUtilTimeout: 5000 });
