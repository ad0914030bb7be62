r = true || t ? sort([]) : (<<END
line text
END
)
