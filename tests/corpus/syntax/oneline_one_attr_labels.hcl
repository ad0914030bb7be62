a "x" "y" { b = "c" }
