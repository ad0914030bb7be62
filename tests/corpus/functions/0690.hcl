r = reverse(toset([1, 2]))
