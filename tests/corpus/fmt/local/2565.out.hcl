r = csvdecode({ a = 1 })
