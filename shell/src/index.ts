// The async boundary lets Module Federation set up shared React before any of it is imported.
void import('./bootstrap');
