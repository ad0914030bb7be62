r = csvdecode()
