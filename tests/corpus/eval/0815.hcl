r = "${try(tonumber("abc"), -(obj.port))}"
