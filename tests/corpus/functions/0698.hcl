r = reverse(toset(strs))
