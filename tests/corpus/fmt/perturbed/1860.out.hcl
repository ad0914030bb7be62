r = contains(tolist(toset(chunklist([42, big, n], 0))), formatdate("DD MMM YYYY hh:mm ZZZ", "2024-02-29T13:04:05Z"))
