r= timeadd(null,  "1h")
