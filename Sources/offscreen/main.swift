// Placeholder: the command-line tool comes at the end of this session.
print("offscreen")
