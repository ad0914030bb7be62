r = reverse(words)
