# Unit B - no dependencies
