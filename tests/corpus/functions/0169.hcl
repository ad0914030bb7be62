r = csvdecode(null)
