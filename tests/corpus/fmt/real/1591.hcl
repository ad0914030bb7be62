# Empty variables
