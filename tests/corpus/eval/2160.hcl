r = reverse(flatten([[], []]))
