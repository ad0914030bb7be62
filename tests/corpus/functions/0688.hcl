r = reverse(null)
