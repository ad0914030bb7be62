r = "${~ false}"
