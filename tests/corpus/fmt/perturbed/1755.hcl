r= formatlist("%s!",words)
