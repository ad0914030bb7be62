r=    (nums)[*].a
