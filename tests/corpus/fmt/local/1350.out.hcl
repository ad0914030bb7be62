r = "${~false}"
