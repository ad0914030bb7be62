r = values(nmap) == null ? nul[*] : regex("[a-z]+", "abc123")
