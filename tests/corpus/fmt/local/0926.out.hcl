r = "${~true}"
