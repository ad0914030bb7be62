r = "${~ true}"
