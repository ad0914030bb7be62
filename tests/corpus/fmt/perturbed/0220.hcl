# Unit A - no dependencies

