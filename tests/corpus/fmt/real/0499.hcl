// No exclude configuration
