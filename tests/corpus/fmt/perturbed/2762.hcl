a=    "abc"[0  ]
