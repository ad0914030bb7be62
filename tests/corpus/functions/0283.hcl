r = formatdate("'literal' YY M D H m s", "2018-01-02T03:04:05Z")
