r = formatdate("YYYY", null)
