r = compact()
