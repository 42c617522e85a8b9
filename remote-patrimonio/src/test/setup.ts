import '@gp/shared-ui/test-setup';
