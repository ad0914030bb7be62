r = (nums)[*].a
