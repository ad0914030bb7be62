r    = upper ([ ])
