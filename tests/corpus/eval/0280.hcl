r = "${obj}"
