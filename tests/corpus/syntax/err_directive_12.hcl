a = "%{while x}a%{endwhile}"
