and   = true && false
or    = true || false
not   = !true
chain = !false && (true || false)
