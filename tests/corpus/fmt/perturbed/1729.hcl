r=tomap(nmap )
