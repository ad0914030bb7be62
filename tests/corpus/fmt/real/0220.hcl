# Unit A - no dependencies
