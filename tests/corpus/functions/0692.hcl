r = reverse()
