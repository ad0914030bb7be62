a { b = "x" "y" }
