a = "%{for v in xs}%{ for w q }%{endfor}%{endfor}"
