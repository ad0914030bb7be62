# Line 1
# Line 2