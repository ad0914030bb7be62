r = !s ? nmap : { a = 1 }
