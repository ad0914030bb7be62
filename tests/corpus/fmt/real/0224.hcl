# Unit C - no dependencies
