r=formatlist("%s", [null])
