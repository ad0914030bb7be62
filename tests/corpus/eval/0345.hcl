r = reverse(tolist(toset(range(3))))
